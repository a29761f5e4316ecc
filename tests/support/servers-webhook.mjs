// The Contentful webhook secret the two-server test's servers run with (start-servers.mjs) and
// its spec sends (servers/two-servers.spec.ts): only that run turns the webhook on.
export const SERVERS_WEBHOOK_SECRET = 'e2e-servers-webhook-secret';
