import { GuildforgeProvider } from '@guildforge/react';
import { QueryClient } from '@tanstack/react-query';
import { gf } from './client';
import { QuestBoard } from './QuestBoard';
import { SignInForm } from './SignInForm';

// One cache for the whole app. The hooks turn TanStack's own retries off: the client already
// retries network errors, 429 and 5xx with backoff.
const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: true } },
});

export function App() {
  return (
    <GuildforgeProvider client={gf} queryClient={queryClient}>
      <SignInForm />
      <QuestBoard />
    </GuildforgeProvider>
  );
}
