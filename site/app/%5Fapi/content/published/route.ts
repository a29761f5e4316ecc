import { contentWebhookResponse } from '@/lib/server/content-webhook';

export function POST(request: Request) {
  return contentWebhookResponse(request);
}
