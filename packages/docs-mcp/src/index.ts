export { createDocsServer, closest, normaliseRoute, SERVER_NAME, SERVER_VERSION } from './server.js';
export { loadData, DEFAULT_DATA_FILE } from './data.js';
export type { DocsMcpData, McpError, McpOperation, McpPage, McpQuestType, McpRule } from './data.js';
export { JsonRpcStdioServerTransport } from './jsonRpcStdio.js';
