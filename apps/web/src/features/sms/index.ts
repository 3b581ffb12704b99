export { SmsPage } from './SmsPage';
export { SmsSendPage } from './SmsSendPage';
