# A new Vite app with React and TypeScript (skip this in an existing app).
npm create vite@latest quest-board -- --template react-ts
cd quest-board
# The hooks, the typed client they call, TanStack Query (a peer dependency),
# and react-markdown for the CommonMark in quest descriptions and comments.
npm install @guildforge/react @guildforge/client @tanstack/react-query react-markdown
