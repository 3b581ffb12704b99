import { useState } from 'react';
import { Button, Divider, Space, Tabs } from 'antd';
import type { VehicleDetailsAnswer } from '@namiar/domain';
import { pl } from '../../kit/i18n/pl';
import type { RecipientType } from './api';
import { AlarmsFuelService, AlarmsInOut, AlarmsInspections, AlarmsTempWork } from './AlarmFlagsTabs';
import { RecipientsDialog, toEntries, type BookEntry } from './RecipientsDialog';
import { RulesEditor } from './RulesEditor';

const t = pl.vehicles;
const r = t.recipients;

/** Tab 'Alarmy' with its six sub-tabs (spec 3 §2.1). */
export function AlarmsTab({ details, onEdited }: { details: VehicleDetailsAnswer; onEdited: () => void }) {
  const [books, setBooks] = useState<Record<RecipientType, BookEntry[]>>(() => ({
    email: toEntries('email', details.emails),
    phone: toEntries('phone', details.sms_simcards),
    alarm: toEntries('alarm', details.alarm_codes),
  }));
  const [dialog, setDialog] = useState<RecipientType | null>(null);
  const opts = (type: RecipientType) =>
    books[type].map((e) => ({ value: e.id, label: e.description ? `${e.name} (${e.description})` : e.name }));
  const events = details.event_types.map((e) => ({ value: e.event_type_id, label: e.name }));
  const bookButtons = (types: RecipientType[]) => (
    <Space wrap style={{ marginBottom: 12 }}>
      {types.map((type) => (
        <Button key={type} onClick={() => setDialog(type)} data-testid={`vehicle-book-${type}`}>
          {type === 'email' ? r.emailList : type === 'phone' ? r.phoneList : r.alarmList}
        </Button>
      ))}
    </Space>
  );
  const items = [
    { key: 'inout', label: t.alarmTabs.inOut, children: <AlarmsInOut /> },
    { key: 'temp', label: t.alarmTabs.tempWork, children: <AlarmsTempWork /> },
    { key: 'fuel', label: t.alarmTabs.fuelService, children: <AlarmsFuelService /> },
    { key: 'inspections', label: t.alarmTabs.inspections, children: <AlarmsInspections /> },
    {
      key: 'events',
      label: t.alarmTabs.events,
      children: (
        <div>
          {bookButtons(['email', 'phone'])}
          <Divider titlePlacement="start">{r.email}</Divider>
          <RulesEditor
            list="alarm_event_emails"
            target={{ field: 'email_id', title: r.email, options: opts('email') }}
            key_={{ field: 'event_type_id', title: r.eventType, options: events }}
            onEdited={onEdited}
            testId="vehicle-rules-event-emails"
          />
          <Divider titlePlacement="start">{r.phone}</Divider>
          <RulesEditor
            list="alarm_event_simcards"
            target={{ field: 'sms_simcard_id', title: r.phone, options: opts('phone') }}
            key_={{ field: 'event_type_id', title: r.eventType, options: events }}
            onEdited={onEdited}
            testId="vehicle-rules-event-phones"
          />
        </div>
      ),
    },
    {
      key: 'gps',
      label: t.alarmTabs.gps,
      children: (
        <div>
          {bookButtons(['email', 'phone', 'alarm'])}
          <Divider titlePlacement="start">{r.email}</Divider>
          <RulesEditor
            list="alarm_gps_emails"
            target={{ field: 'email_id', title: r.email, options: opts('email') }}
            key_={{ field: 'alarm_code_id', title: r.alarmCode, options: opts('alarm') }}
            onEdited={onEdited}
            testId="vehicle-rules-gps-emails"
          />
          <Divider titlePlacement="start">{r.phone}</Divider>
          <RulesEditor
            list="alarm_gps_simcards"
            target={{ field: 'sms_simcard_id', title: r.phone, options: opts('phone') }}
            key_={{ field: 'alarm_code_id', title: r.alarmCode, options: opts('alarm') }}
            onEdited={onEdited}
            testId="vehicle-rules-gps-phones"
          />
        </div>
      ),
    },
  ];
  return (
    <div data-testid="vehicle-tab-alarms">
      <Tabs items={items.map((i) => ({ ...i, forceRender: true }))} size="small" />
      {dialog && (
        <RecipientsDialog
          type={dialog}
          entries={books[dialog]}
          onClose={() => setDialog(null)}
          onChanged={(type, entries) => setBooks((b) => ({ ...b, [type]: entries }))}
        />
      )}
    </div>
  );
}
