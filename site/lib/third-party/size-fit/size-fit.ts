import 'server-only';
import { z } from 'zod';
import { log } from '../../platform/log';
import { callProvider } from '../provider-transport';
import { calculateRequest, embeddedTrueFit } from './embedded-truefit';

const calculateAnswer = z.object({ status: z.literal('ok'), recommended_size: z.string(), fit_note: z.enum(['runs_small', 'runs_large', 'true_to_size']) });

export interface FitQuestion {
  productKey: string;
  usualSize: string;
  fitPreference: 'fitted' | 'regular' | 'relaxed';
  /** P §6: the fit widget receives the user id and a registered flag. */
  userId: string | undefined;
  registered: boolean;
}

/** The fit service's answer in the app's words. */
export type FitAdvice =
  | { status: 'recommended'; size: string; fit: 'runs-small' | 'runs-large' | 'true-to-size' }
  | { status: 'size-unknown' }
  | { status: 'unavailable' };

const FIT: Record<z.infer<typeof calculateAnswer>['fit_note'], 'runs-small' | 'runs-large' | 'true-to-size'> = { runs_small: 'runs-small', runs_large: 'runs-large', true_to_size: 'true-to-size' };

/** Asks the fit service (truefit) for a size; an unknown product or a failure is 'unavailable' (failures logged). */
export async function calculateFit(question: FitQuestion): Promise<FitAdvice> {
  const body: z.input<typeof calculateRequest> = {
    product_id: question.productKey,
    user_id: question.userId ?? null,
    registered: question.registered,
    profile: { usual_size: question.usualSize, fit_preference: question.fitPreference },
  };
  try {
    const response = await callProvider('sizeFit', '/calculate', { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body) }, embeddedTrueFit);
    if (response.status === 404) return { status: 'unavailable' };
    if (response.status === 422) return { status: 'size-unknown' };
    if (!response.ok) throw new Error(`answered ${response.status}`);
    const parsed = calculateAnswer.safeParse(await response.json());
    if (!parsed.success) throw new Error('answer not understood');
    return { status: 'recommended', size: parsed.data.recommended_size, fit: FIT[parsed.data.fit_note] };
  } catch (error) {
    log.warn('third-party.size-fit.failed', { productKey: question.productKey, error: String(error) });
    return { status: 'unavailable' };
  }
}
