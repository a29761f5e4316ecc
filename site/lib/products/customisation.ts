import 'server-only';
import { NextResponse } from 'next/server';
import { customisationGroup } from '@storefront/catalogue/queries/customisation-fields';
import type { CustomisationField } from '@storefront/catalogue/customisation/rules';
import { getDb } from '../platform/db';
import { errorResponse } from '../platform/http';

/** The fields of a product's customisation group, for the page drawn on the server; none without a group. */
export async function customisationFieldsOf(groupName: string | undefined): Promise<CustomisationField[]> {
  return groupName ? customisationGroup(await getDb(), groupName) : [];
}

/**
 * GET /product-customisation/{groupName}: `{ fields }` in form order, 404 for a group with none.
 * The same for everyone and rarely changed: browsers and shared caches may keep it five minutes.
 */
export async function customisationFieldsResponse(groupName: string): Promise<NextResponse> {
  const fields = await customisationFieldsOf(groupName);
  if (fields.length === 0) return errorResponse(404, 'No such customisation group');
  return NextResponse.json({ fields }, { headers: { 'Cache-Control': 'public, max-age=300' } });
}
