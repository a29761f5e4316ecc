import { useIslandCode } from '../../shared/use-island-code';
import type { StaffProductTools } from './StaffProductTools.client';

const loadTools = () => import('./StaffProductTools.client');

/**
 * The staff tools component, imported (its own chunk) only once the session says the viewer is
 * office staff: a shopper's browser never loads it.
 */
export function useStaffProductTools(isStaff: boolean): { Tools: typeof StaffProductTools } | undefined {
  const Tools = useIslandCode(loadTools, 'hydrated', isStaff).code?.StaffProductTools;
  return Tools ? { Tools } : undefined;
}
