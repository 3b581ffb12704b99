/** The date-time input moved to the records kit (shared by the record editors). */
export { DateTimeInput } from '../../kit/records/DateTimeInput';
