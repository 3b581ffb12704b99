/**
 * Answers of the SMS calls (spec 3 §2.11, §3.11, §7 SMS; docs/api.md 'SMS and device commands').
 * A "sent" row is one command to one vehicle's device, delivered over its open GPRS connection
 * (Teltonika Codec 12, OsmAnd HTTP answer) or as an SMS through SMPP; a "received" row is a
 * text from a device: a Codec 12 answer, an incoming SMS (deliver_sm) or an unasked device text.
 * Times are 'YYYY-MM-DD HH:mm:ss' in the company's time zone.
 */
/** A grid's column as lists answer it with gridSchema (DESIGN §6). */
export interface SmsGridColumn {
  field: string;
  title: string;
  type: 'text' | 'number' | 'date' | 'duration' | 'bool';
  width: number;
}

/** The send form's types (spec 3 §3.11): 1 locate position, 2 GSM modem reset, 3 GPRS activation, 4 output control. */
export type SmsType = 1 | 2 | 3 | 4;
export const SMS_TYPES: readonly SmsType[] = [1, 2, 3, 4];

/** How a command travels: the device's open connection, or an SMS to its SIM card. */
export type SmsChannel = 'gprs' | 'sms';

/**
 * A sent command's life: queued (waits for the device to connect), sent (written to the
 * connection or accepted by the SMS centre), delivered (SMS delivery receipt), answered (the
 * device replied), failed (SMS centre refused it or the receipt says undeliverable).
 */
export type SmsSentStatus = 'queued' | 'sent' | 'delivered' | 'answered' | 'failed';

export interface SmsSentRow {
  id: number;
  vid: number;
  reg_no: string;
  /** The form's type; null for commands not sent from the form (GPRS configuration reads). */
  sms_type: SmsType | null;
  /** The command text as the device gets it (e.g. 'getgps', 'setdigout 1010'). */
  text: string;
  channel: SmsChannel;
  /** The SIM number an SMS went to; null over GPRS. */
  phone: string | null;
  status: SmsSentStatus;
  /** Polish wording of the status for the grid. */
  status_text: string;
  created_date: string;
  sent_date: string | null;
  /** SMS delivery receipt time. */
  delivered_date: string | null;
  answered_date: string | null;
  /** The device's answer text (also a received row with reply_to = this id). */
  response: string | null;
  /** Why it failed (SMS centre status), Polish. */
  error: string | null;
  /** Login of the user who sent it. */
  user: string | null;
}

export interface SmsReceivedRow {
  id: number;
  vid: number;
  reg_no: string;
  channel: SmsChannel;
  text: string;
  /** The number an incoming SMS came from; null over GPRS. */
  phone: string | null;
  received_date: string;
  /** The sent row this text answers, when it is an answer. */
  reply_to: number | null;
  /** What the 'Odpowiedź na' column shows: the command it answers and when it was sent (smsReplyToText). */
  reply_to_text: string | null;
}

/** The sent command an answer answers, as a person reads it: 'getgps (2026-03-28 10:00:00)'. */
export function smsReplyToText(command: string, createdDate: string | null): string {
  return createdDate ? `${command} (${createdDate})` : command;
}

/** POST /app/sms {gridSchema?, from_date?} */
export interface SmsListAnswer {
  /** With gridSchema: the sent and received grids' columns (same for current and archive). */
  grids?: { sended: SmsGridColumn[]; recieved: SmsGridColumn[] };
  /** Aktualne: the last SMS_CURRENT_DAYS days, newest first. */
  sended: SmsSentRow[];
  recieved: SmsReceivedRow[];
  /** Archiwalne: older than from_date ('Pokaż SMS starsze niż'), the SMS_ARCHIVE_LIMIT newest. */
  sended_archive: SmsSentRow[];
  recieved_archive: SmsReceivedRow[];
  /** The from_date the archive was cut at (default: the start of the current window). */
  archive_before: string;
  /** False when no SMPP server is configured: SMS cannot be sent, GPRS commands still go. */
  sms_configured: boolean;
}

/** Days the 'Aktualne' tab covers. */
export const SMS_CURRENT_DAYS = 7;
/** Most rows per archive grid. */
export const SMS_ARCHIVE_LIMIT = 1000;

/** A vehicle of the send form. */
export interface SmsVehicle {
  vid: number;
  reg_no: string;
  /** The device SIM's number (vehicle simcard_no), null when unknown. */
  phone: string | null;
  /** The device protocol ('teltonika', 'osmand', ...). */
  protocol: string | null;
  /** The device has an open GPRS connection now. */
  online: boolean;
  /** The vehicle's last record time, null when it never sent one (the hour filter reads it). */
  last_point_date: string | null;
  /**
   * How a command would go now: 'gprs', 'sms', 'queue' (waits for the device to connect), or
   * 'none': the device takes no commands (OsmAnd, SMS_MSG.osmandCommands).
   */
  route: SmsChannel | 'queue' | 'none';
}

/** POST /app/sms/data {} */
export interface SmsDataAnswer {
  vehicles: SmsVehicle[];
  sms: {
    /** value/text pairs of the send form's types. */
    types: { value: SmsType; text: string }[];
    sms_configured: boolean;
  };
}

/** One vehicle's outcome of a send. */
export interface SmsSendItem {
  vid: number;
  reg_no: string;
  /** The sent row's id. */
  id: number;
  route: SmsChannel | 'queue';
  status: SmsSentStatus;
}

/** A vehicle the send left out, with the Polish reason (hour filter, country filter). */
export interface SmsSkippedItem {
  vid: number;
  reg_no: string;
  reason: string;
}

/** POST /app/sms/send {sms_type, output_1..4, hour_active, hour, pl, nopl, vehicles} */
export interface SmsSendAnswer {
  ok: true;
  sent: SmsSendItem[];
  skipped: SmsSkippedItem[];
}
