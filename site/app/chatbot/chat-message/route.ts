import { chatbotMessageResponse } from '@/lib/listing/chatbot';
import { siteChatbotDeps } from '@/lib/listing/chatbot-deps';

/** POST /chatbot/chat-message { message, history?, context? } (P §2, §7): { kind: 'success', reply } or a 4xx with a message. */
export async function POST(request: Request) {
  return chatbotMessageResponse(request, await siteChatbotDeps());
}
