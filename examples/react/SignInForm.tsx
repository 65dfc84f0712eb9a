import { isGuildforgeError } from '@guildforge/client';
import { useSignIn, useSignOut, useUserInfo } from '@guildforge/react';
import { useState, type FormEvent } from 'react';
import { session } from './client';
import { needsSignIn } from './errors';

const PROJECT_ID = 'prj_01JBP54FZK34F7MEHD7VXJ3W5Z';

function signInMessage(error: Error): string {
  if (isGuildforgeError(error, 'invalid_credentials')) return 'Email or password is incorrect.';
  if (isGuildforgeError(error, 'email_not_confirmed')) return 'Confirm your email address first: we sent you a link.';
  if (isGuildforgeError(error, 'account_locked')) return `Too many attempts. Try again in ${error.retryAfter ?? 900} seconds.`;
  if (isGuildforgeError(error, 'rate_limited')) return 'Too many sign-in attempts from this network. Wait a minute.';
  return 'Sign-in failed. Try again.';
}

export function SignInForm() {
  const me = useUserInfo({ enabled: session.refreshToken !== undefined });
  const signIn = useSignIn({ onSuccess: (tokens) => session.save(tokens) });
  const signOut = useSignOut({ onSettled: () => session.clear() });
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  if (me.data) {
    return (
      <p>
        Signed in as <strong>{me.data.displayName}</strong> ({me.data.role}){' '}
        <button onClick={() => signOut.mutate({ refreshToken: session.refreshToken })} disabled={signOut.isPending}>
          Sign out
        </button>
      </p>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    signIn.mutate({ projectId: PROJECT_ID, email, password });
  };

  return (
    <form onSubmit={submit}>
      {me.error && needsSignIn(me.error) && <p>Your session ended. Sign in again.</p>}
      <input type="email" value={email} onChange={(event) => setEmail(event.target.value)} autoComplete="email" required />
      <input type="password" value={password} onChange={(event) => setPassword(event.target.value)} autoComplete="current-password" required />
      <button type="submit" disabled={signIn.isPending}>
        {signIn.isPending ? 'Signing in…' : 'Sign in'}
      </button>
      {signIn.error && <p role="alert">{signInMessage(signIn.error)}</p>}
    </form>
  );
}
