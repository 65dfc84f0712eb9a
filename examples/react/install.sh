# The hooks, the typed client they call, and TanStack Query (a peer dependency).
npm install @guildforge/react @guildforge/client @tanstack/react-query
