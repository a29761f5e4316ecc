import { chatbotSessionResponse } from '@/lib/listing/chatbot';
import { siteChatbotDeps } from '@/lib/listing/chatbot-deps';

/** GET /chatbot/start-chat-session?category&query (P §2, §7): { kind: 'success', greeting } or a 4xx with a message. */
export async function GET(request: Request) {
  return chatbotSessionResponse(request.url, await siteChatbotDeps());
}
