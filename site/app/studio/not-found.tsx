import Link from 'next/link';
import { StudioMessage } from '@storefront/preview/studio/StudioMessage.tsx';

export default function StudioNotFound() {
  return (
    <StudioMessage title="Not found">
      <p>There is nothing at this address in the studio: the page or entry may have been deleted.</p>
      <p>
        <Link href="/studio">Back to the studio</Link>
      </p>
    </StudioMessage>
  );
}
