import { Checkbox, Form } from 'antd';
import { USER_MODULE_GROUPS, type UserDetailsAnswer } from '@namiar/domain';
import { pl } from '../../kit/i18n/pl';
import { groupOptions } from './userForm';

/**
 * 'Moduły pracy' (reports, records, additional settings) and 'Akcje' (SMS sending, fuel
 * add/edit): each group is one multi-value field of permission ids, named as the menu names
 * the modules (packages/domain user-modules.ts).
 */
export function UserModulesTab({ details, tab }: { details: UserDetailsAnswer; tab: 'modules' | 'actions' }) {
  return (
    <div className="user-modules">
      {USER_MODULE_GROUPS.filter((g) => g.tab === tab).map((g) => (
        <Form.Item key={g.field} name={g.field} label={pl.users.groups[g.field]}>
          <Checkbox.Group
            className="user-modules-group"
            options={groupOptions(
              details,
              g.options.map((o) => o.id),
            )}
            data-testid={`user-${g.field}`}
          />
        </Form.Item>
      ))}
    </div>
  );
}
