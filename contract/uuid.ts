// The shape of every id in the contract (what TypeBox's 'uuid' format accepts), for the checks made
// without a schema: the worker's message and push checks, form fields, the server's page routes.
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
