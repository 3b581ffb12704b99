export { RemindersListPage } from './RemindersListPage';
export { ReminderEditPage } from './ReminderEditPage';
