import { contentWebhookResponse } from '@/lib/content/webhook';

export function POST(request: Request) {
  return contentWebhookResponse(request);
}
