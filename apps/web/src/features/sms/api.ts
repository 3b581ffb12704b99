import type { ExportAnswer, GenericExportBody, SmsDataAnswer, SmsListAnswer, SmsSendAnswer } from '@namiar/domain';
import { apiCall } from '../../kit/api/api';

/**
 * `POST /sms` (spec 3 §7 SMS; docs/api.md 'SMS and device commands'): the current and archive
 * lists, sent and received; the archive holds messages older than `fromDate`.
 */
export async function fetchSms(
  request: { gridSchema: boolean; fromDate: string },
  signal?: AbortSignal,
): Promise<SmsListAnswer> {
  const answer = await apiCall<SmsListAnswer>('sms', {
    body: { gridSchema: request.gridSchema, onlyNotAccepted: false, from_date: request.fromDate },
    signal,
  });
  if (!Array.isArray(answer.sended) || !Array.isArray(answer.recieved)) throw new Error('sms: malformed answer');
  return answer;
}

/** `POST /sms/data`: the send form's vehicles and command types. */
export async function fetchSmsData(signal?: AbortSignal): Promise<SmsDataAnswer> {
  const answer = await apiCall<SmsDataAnswer>('sms/data', { body: {}, signal });
  if (!Array.isArray(answer.vehicles)) throw new Error('sms/data: malformed answer');
  return answer;
}

/** `POST /sms/send` with the form's body (smsSendModel.sendBody); an err rejects. */
export function sendSms(body: Record<string, string | number | boolean>, signal?: AbortSignal) {
  return apiCall<SmsSendAnswer>('sms/send', { body, signal });
}

export type ExportKind = 'xlsx' | 'csv' | 'pdf';

const EXPORT_PATHS: Record<ExportKind, string> = {
  xlsx: 'xlscreator/export',
  csv: 'csvcreator/export',
  pdf: 'pdfcreator/export',
};

/** The exported file's path; an err rejects (no file is opened). */
export async function exportSms(kind: ExportKind, body: GenericExportBody): Promise<string> {
  const answer = await apiCall<ExportAnswer>(EXPORT_PATHS[kind], { body: { json: JSON.stringify(body) } });
  if (typeof answer.path !== 'string' || answer.path === '') throw new Error('export: no path');
  return answer.path;
}
