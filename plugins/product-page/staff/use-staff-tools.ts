import { useEffect, useState } from 'react';
import type { StaffProductTools } from './StaffProductTools.client';

/**
 * The staff tools component, imported (its own chunk) only once the session says the viewer is
 * office staff: a shopper's browser never loads it.
 */
export function useStaffProductTools(isStaff: boolean): { Tools: typeof StaffProductTools } | undefined {
  const [tools, setTools] = useState<{ Tools: typeof StaffProductTools }>();
  useEffect(() => {
    if (!isStaff) return;
    let live = true;
    void import('./StaffProductTools.client').then(({ StaffProductTools: Tools }) => {
      if (live) setTools({ Tools });
    });
    return () => {
      live = false;
    };
  }, [isStaff]);
  return isStaff ? tools : undefined;
}
