import { isGuildforgeError } from '@guildforge/client';
import { useSignIn, useSignOut, useUserInfo } from '@guildforge/react';
import { useEffect, useState, type FormEvent } from 'react';
import { session, useSignedIn } from './client';
import { describeError, needsSignIn } from './errors';

const PROJECT_ID = 'prj_01JBP54FZK34F7MEHD7VXJ3W5Z';

function signInMessage(error: Error): string {
  if (isGuildforgeError(error, 'invalid_credentials')) return 'Email or password is incorrect.';
  if (isGuildforgeError(error, 'email_not_confirmed')) return 'Confirm your email address first: we sent you a link.';
  if (isGuildforgeError(error, 'account_locked')) return `Too many attempts. Try again in ${error.retryAfter ?? 900} seconds.`;
  if (isGuildforgeError(error, 'rate_limited')) return 'Too many sign-in attempts from this network. Wait a minute.';
  return 'Sign-in failed. Try again.';
}

export function SignInForm() {
  const signedIn = useSignedIn();
  const me = useUserInfo({ enabled: signedIn });
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // Only a session that really ended says so; a visitor who never signed in just sees the form.
  const [ended, setEnded] = useState(false);
  const signIn = useSignIn({
    onSuccess: (tokens) => {
      session.save(tokens);
      setEnded(false);
    },
  });
  const signOut = useSignOut({ onSettled: () => session.clear() });

  useEffect(() => {
    if (me.error && needsSignIn(me.error)) {
      session.clear();
      setEnded(true);
    }
  }, [me.error]);

  if (signedIn) {
    if (!me.data) return <p>{me.error ? describeError(me.error) : 'Signing in…'}</p>;
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
    <form onSubmit={submit} aria-label="Sign in">
      {ended && <p>Your session ended. Sign in again.</p>}
      <label>
        Email <input type="email" value={email} onChange={(event) => setEmail(event.target.value)} autoComplete="email" required />
      </label>{' '}
      <label>
        Password{' '}
        <input type="password" value={password} onChange={(event) => setPassword(event.target.value)} autoComplete="current-password" required />
      </label>{' '}
      <button type="submit" disabled={signIn.isPending}>
        {signIn.isPending ? 'Signing in…' : 'Sign in'}
      </button>
      {signIn.error && <p role="alert">{signInMessage(signIn.error)}</p>}
    </form>
  );
}
