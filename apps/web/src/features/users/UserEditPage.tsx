import { useCallback, useMemo } from 'react';
import { useParams } from 'react-router';
import type { UserDetailsAnswer } from '@namiar/domain';
import { ping } from '../../kit/api/shellApi';
import { pl } from '../../kit/i18n/pl';
import { RecordEditFrame, useRecordEditor } from '../../kit/records';
import { useSession } from '../../kit/session/sessionStore';
import { deleteUser, loadUserDetails, saveUser } from './api';
import { UserGeneralTab } from './UserGeneralTab';
import { UserModulesTab } from './UserModulesTab';
import { UserPickTab } from './UserPickTab';
import { UserTotpTab } from './UserTotpTab';
import { UserWwwTab } from './UserWwwTab';
import { toFormValues, toSaveBody, type UserFormValues } from './userForm';
import './users.css';

const t = pl.users;
const LIST = '/users';

/**
 * A saved user may be the one signed in here: the keep-alive answers the permissions as they are
 * now, and the menu follows them at once instead of at the next sign-in.
 */
async function refreshOwnPermissions() {
  try {
    const answer = await ping();
    if (Array.isArray(answer.permissions)) useSession.getState().refreshPermissions(answer.permissions);
  } catch {
    /* the next keep-alive tries again */
  }
}

/** /users/:id (spec 3 §2.10): the user editor with its seven tabs, and two-step verification (issue 28 §2). */
export function UserEditPage() {
  const id = useParams().id ?? 'new';
  const save = useCallback(async (values: UserFormValues) => {
    await saveUser(toSaveBody(values));
    await refreshOwnPermissions();
  }, []);
  const editor = useRecordEditor<UserDetailsAnswer, UserFormValues>({
    id,
    listPath: LIST,
    load: loadUserDetails,
    toValues: toFormValues,
    save,
    remove: (d) => deleteUser(d.user.uid),
    deleteText: (d) => t.deleteConfirm(d.user.login),
  });
  const d = editor.details;

  const tabs = useMemo(() => {
    if (!d) return [];
    const vehicleItems = d.vehicles.map((v) => ({ key: v.vehicle_id, title: v.regno }));
    const driverItems = d.drivers.map((x) => ({ key: x.driver_id, title: x.name }));
    const eventItems = d.event_types.map((e) => ({ key: e.event_type_id, title: e.name }));
    return [
      { key: 'general', label: t.tabs.general, children: <UserGeneralTab details={d} isNew={editor.isNew} /> },
      {
        key: 'drivers',
        label: t.tabs.drivers,
        children: (
          <UserPickTab
            field="drivers"
            allField="drivers_all"
            allLabel={t.allDrivers}
            items={driverItems}
            titles={t.driversTitles}
          />
        ),
      },
      {
        key: 'vehicles',
        label: t.tabs.vehicles,
        children: (
          <UserPickTab
            field="vehicles"
            allField="vehicles_all"
            allLabel={t.allVehicles}
            items={vehicleItems}
            titles={t.vehiclesTitles}
          />
        ),
      },
      { key: 'modules', label: t.tabs.modules, children: <UserModulesTab details={d} tab="modules" /> },
      { key: 'actions', label: t.tabs.actions, children: <UserModulesTab details={d} tab="actions" /> },
      {
        key: 'alarms',
        label: t.tabs.alarms,
        children: <UserPickTab field="event_types" items={eventItems} titles={t.alarmsTitles} hint={t.alarmsHint} />,
      },
      { key: 'www', label: t.tabs.www, children: <UserWwwTab /> },
      { key: 'totp', label: t.tabs.totp, children: <UserTotpTab uid={d.user.uid} login={d.user.login} /> },
    ];
  }, [d, editor.isNew]);

  return (
    <RecordEditFrame<UserDetailsAnswer, UserFormValues>
      editor={editor}
      listPath={LIST}
      title={editor.isNew ? t.addTitle : t.editTitle}
      subtitle={d && !editor.isNew ? d.user.login : undefined}
      tabs={tabs}
      testId="user-edit"
    />
  );
}
