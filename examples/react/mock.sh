# Terminal 1: a mock of the published API description on http://127.0.0.1:4010.
npx @stoplight/prism-cli@5 mock https://docs.guildforge.io/openapi/guildforge.yaml

# Terminal 2: the app, pointed at the mock.
VITE_GUILDFORGE_API_URL=http://127.0.0.1:4010 npm run dev
