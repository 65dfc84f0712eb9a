import { GuildforgeProvider } from '@guildforge/react';
import { QueryClient } from '@tanstack/react-query';
import { gf, useSignedIn } from './client';
import { QuestBoard } from './QuestBoard';
import { SignInForm } from './SignInForm';

// One cache for the whole app. The hooks turn TanStack's own retries off: the client already
// retries network errors, 429 and 5xx with backoff.
const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: true } },
});

export default function App() {
  // Nothing asks for the player's data before they sign in, so no request meets a 401.
  const signedIn = useSignedIn();
  return (
    <GuildforgeProvider client={gf} queryClient={queryClient}>
      <main>
        <h1>Quests</h1>
        <SignInForm />
        {signedIn ? <QuestBoard /> : <p>Sign in to see your quests and claim their rewards.</p>}
      </main>
    </GuildforgeProvider>
  );
}
