export const SESSION_COOKIE: string;
export function audienceOf(sessionCookie: string | undefined): 'guest' | 'signed-in';
