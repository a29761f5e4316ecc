import { notFound } from 'next/navigation';

/** A storefront path no route answers: the site's 404 (with the CMS not-found page when there is one). */
export default function UnknownPage(): never {
  notFound();
}
