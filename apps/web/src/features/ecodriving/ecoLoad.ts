import type { EcoType } from '@namiar/domain';
import { ApiError } from '../../kit/api/api';
import { decodeEco, isEmptyReport, type EcoReport } from './ecoModel';
import { fetchEco, type EcoRequestBody } from './api';

/** Where a report request ended (spec 2 §4.5: loading, then success or error). */
export type EcoLoadResult =
  | { status: 'ok'; report: EcoReport }
  | { status: 'empty'; report: EcoReport }
  | { status: 'error' }
  | { status: 'cancelled' };

/**
 * Asks for a report and classifies the answer: no points is the empty state; an err or a
 * transport failure is the error state (spec 2 §8: no message); an abort is a cancel.
 */
export async function loadEco(
  type: EcoType,
  body: EcoRequestBody,
  signal: AbortSignal,
  fetcher = fetchEco,
): Promise<EcoLoadResult> {
  try {
    const answer = await fetcher(type, body, signal);
    if (!answer || typeof answer !== 'object' || !answer.info) return { status: 'error' };
    const report = decodeEco(type, answer);
    return isEmptyReport(report) ? { status: 'empty', report } : { status: 'ok', report };
  } catch (e) {
    if (signal.aborted || (e instanceof ApiError && e.failure === 'aborted')) return { status: 'cancelled' };
    return { status: 'error' };
  }
}
