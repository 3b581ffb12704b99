import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button, Form, Space, Tabs, Typography, type TabsProps } from 'antd';
import { ArrowLeftOutlined, DeleteOutlined, SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { pl } from '../i18n/pl';
import { usePageTitle } from '../ui/usePageTitle';
import type { RecordEditor } from './useRecordEditor';

const t = pl.records;

export interface RecordEditFrameProps<Details, Values> {
  editor: RecordEditor<Details, Values>;
  listPath: string;
  /** 'Edytuj obiekt' / 'Dodaj obiekt' for vehicles; each module its own. */
  title: string;
  subtitle?: string;
  /** The left tabs (spec 3 §2.1); each tab's fields are Form.Items of the one form. */
  tabs: TabsProps['items'];
  /** Extra buttons of the module (dialogs) before the common ones. */
  extra?: ReactNode;
  /** The shown tab changed (a map tab stops drawing when it is left). */
  onTabChange?: (key: string) => void;
  testId?: string;
}

/**
 * The common edit frame of spec 3 §2: a back button, the title and subtitle, 'Cofnij zmiany'
 * (only once edited), 'Zapisz', 'Usuń' (existing records of modules that delete), and the form
 * with its tabs on the left. Every tab stays mounted (forceRender) so a save checks all fields.
 */
export function RecordEditFrame<Details, Values extends object>(props: RecordEditFrameProps<Details, Values>) {
  const { editor, listPath, title, subtitle, tabs, extra } = props;
  const navigate = useNavigate();
  usePageTitle(subtitle ? `${title}: ${subtitle}` : title);
  return (
    <div
      ref={editor.rootRef}
      className="record-edit"
      data-testid={props.testId ?? 'record-edit'}
      data-ready={editor.ready ? '1' : '0'}
    >
      <div className="record-edit-header">
        <Space align="center" size={12}>
          <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(listPath)} data-testid="record-back">
            {t.back}
          </Button>
          <div>
            <Typography.Title level={4} style={{ margin: 0 }} data-testid="record-title">
              {title}
            </Typography.Title>
            {subtitle && (
              <Typography.Text type="secondary" data-testid="record-subtitle">
                {subtitle}
              </Typography.Text>
            )}
          </div>
        </Space>
        <Space wrap>
          {extra}
          {editor.edited && (
            <Button icon={<UndoOutlined />} onClick={editor.undo} data-testid="record-undo">
              {t.undo}
            </Button>
          )}
          <Button
            type="primary"
            icon={<SaveOutlined />}
            onClick={() => void editor.submit()}
            disabled={!editor.ready}
            data-testid="record-save"
          >
            {t.save}
          </Button>
          {editor.confirmDelete && (
            <Button danger icon={<DeleteOutlined />} onClick={editor.confirmDelete} data-testid="record-delete">
              {t.delete}
            </Button>
          )}
        </Space>
      </div>
      <Form
        form={editor.form}
        layout="vertical"
        disabled={!editor.ready}
        onValuesChange={editor.onValuesChange}
        className="record-edit-form"
        scrollToFirstError
      >
        <Tabs
          tabPlacement="start"
          items={tabs?.map((tab) => ({ ...tab, forceRender: true }))}
          className="record-edit-tabs"
          onChange={props.onTabChange}
        />
      </Form>
    </div>
  );
}
