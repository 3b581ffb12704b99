import dayjs from 'dayjs';
import 'dayjs/locale/pl';
import updateLocale from 'dayjs/plugin/updateLocale';
import customParseFormat from 'dayjs/plugin/customParseFormat';

// Polish dates everywhere (DESIGN §1); weeks start on Monday in pickers and period arithmetic.
dayjs.extend(updateLocale);
dayjs.extend(customParseFormat);
dayjs.locale('pl');
dayjs.updateLocale('pl', { weekStart: 1 });
