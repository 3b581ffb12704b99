import type { FormRule } from 'antd';
import { userFieldError, type UserFormField, type UserFormValues } from './userForm';

/** An antd rule that asks the domain's save rules about one field (the same words as the server). */
export function userRule(field: UserFormField): FormRule {
  return ({ getFieldsValue }) => ({
    validator: async () => {
      const message = userFieldError(getFieldsValue(true) as Partial<UserFormValues>, field);
      if (message) throw new Error(message);
    },
  });
}
