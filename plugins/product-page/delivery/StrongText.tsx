import { Fragment } from 'react';

const STRONG = /<strong>([\s\S]*?)<\/strong>/gi;

/**
 * A message that may hold <strong> tags (P §3 social proof message), drawn as elements: the
 * strong parts in <strong>, everything else as text — any other markup shows as the text it is
 * and never becomes HTML.
 */
export function StrongText({ message }: { message: string }) {
  const parts: Array<{ text: string; strong: boolean }> = [];
  let last = 0;
  for (const match of message.matchAll(STRONG)) {
    if (match.index > last) parts.push({ text: message.slice(last, match.index), strong: false });
    parts.push({ text: match[1] ?? '', strong: true });
    last = match.index + match[0].length;
  }
  if (last < message.length) parts.push({ text: message.slice(last), strong: false });
  return (
    <>
      {parts.map((part, index) => (part.strong ? <strong key={index}>{part.text}</strong> : <Fragment key={index}>{part.text}</Fragment>))}
    </>
  );
}
