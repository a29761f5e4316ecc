import { chatbotMessageResponse, chatbotSessionResponse } from '@/lib/listing/chatbot';
import { siteChatbotDeps } from '@/lib/listing/chatbot-deps';

/**
 * The assistant's first address, kept as an alias of /chatbot/start-chat-session (GET) and
 * /chatbot/chat-message (POST), the paths P §2 and §7 name.
 */
export async function GET(request: Request) {
  return chatbotSessionResponse(request.url, await siteChatbotDeps());
}

export async function POST(request: Request) {
  return chatbotMessageResponse(request, await siteChatbotDeps());
}
