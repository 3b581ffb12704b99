import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { App, Form, type FormInstance } from 'antd';
import { withLoader } from '../loader/loaderStore';
import { pl } from '../i18n/pl';
import { toastError, toastSuccess } from '../ui/toasts';
import { answerOf, saveRefusal } from './recordErrors';
import { revealFirstError } from './revealError';

const t = pl.records;

/** Spec 3: an edit form is disabled while loading and becomes editable shortly after. */
const EDITABLE_AFTER_MS = 50;

export interface RecordEditorOptions<Details, Values> {
  /** The route's id: 'new' or the record's id. */
  id: string;
  /** The list to go back to after a save, a delete or a failed load ('/vehicles'). */
  listPath: string;
  /** The details call (`/<module>/details`); 'new' gets the empty record and the option lists. */
  load: (id: string, signal: AbortSignal) => Promise<Details>;
  /** The form's values of the loaded record. */
  toValues: (details: Details) => Values;
  /** The save call with the form's values (validated). Rejects with the server's refusal. */
  save: (values: Values, details: Details) => Promise<unknown>;
  /** The delete call; absent: no delete (identifiers). */
  remove?: (details: Details) => Promise<unknown>;
  /** The confirmation text of a delete (spec 3 §8), given the loaded record. */
  deleteText?: (details: Details) => string;
  /** The module's loader text of a save ('Zapisuje kierowcę...'); default 'Zapisuje obiekt...'. */
  savingText?: string;
  /** The module's loader texts of the load and the delete; default 'Wczytuję obiekt...', 'Usuwam obiekt...'. */
  loadingText?: string;
  deletingText?: string;
  /** A failed details load leaves the user where he is (spec 3 §2, §8: reminders) instead of going back to the list. */
  stayOnLoadError?: boolean;
  /**
   * 'Cofnij zmiany' loads the record from the server again instead of putting back the values
   * loaded at open (spec 3 §4: the vehicle, whose counters and address books are saved apart).
   */
  reloadOnUndo?: boolean;
}

export interface RecordEditor<Details, Values> {
  form: FormInstance<Values>;
  /** The frame's element: a refused save opens the tab of its first field error in it. */
  rootRef: RefObject<HTMLDivElement | null>;
  details: Details | null;
  isNew: boolean;
  /** The form may be edited (loaded, not saving). */
  ready: boolean;
  edited: boolean;
  /** Hand to <Form onValuesChange>: any change marks the form edited. */
  onValuesChange: () => void;
  undo: () => void;
  submit: () => Promise<void>;
  confirmDelete: (() => void) | null;
}

/**
 * The behaviour every record editor shares (spec 3 §2, §4, §5, §8): load the details under
 * 'Wczytuję obiekt...' (a failed load goes back to the list), keep the loaded values for
 * 'Cofnij zmiany', check the form before sending ('Uzupełnij poprawnie dane' and nothing
 * sent), save under 'Zapisuje obiekt...', show the server's field messages next to the fields
 * (opening the tab of the first one), confirm a delete ('Usuń' / 'Anuluj'), and go back to the
 * list after a save or a delete.
 */
export function useRecordEditor<Details, Values extends object>(
  opts: RecordEditorOptions<Details, Values>,
): RecordEditor<Details, Values> {
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const [details, setDetails] = useState<Details | null>(null);
  const [ready, setReady] = useState(false);
  const [edited, setEdited] = useState(false);
  const loaded = useRef<Values | null>(null);
  /** Bumped by an undo that reloads: the load effect runs again. */
  const [reloads, setReloads] = useState(0);
  const rootRef = useRef<HTMLDivElement | null>(null);
  const optsRef = useRef(opts);
  optsRef.current = opts;
  const { id, listPath } = opts;

  useEffect(() => {
    let alive = true;
    setReady(false);
    setEdited(false);
    withLoader(optsRef.current.loadingText ?? t.loading, (signal) => optsRef.current.load(id, signal), {
      cancellable: true,
    }).then(
      (d) => {
        if (!alive) return;
        const values = optsRef.current.toValues(d);
        loaded.current = values;
        setDetails(d);
        form.resetFields();
        form.setFieldsValue(values as Parameters<typeof form.setFieldsValue>[0]);
        setTimeout(() => alive && setReady(true), EDITABLE_AFTER_MS);
      },
      () => alive && !optsRef.current.stayOnLoadError && navigate(listPath),
    );
    return () => {
      alive = false;
    };
  }, [id, listPath, form, navigate, reloads]);

  const onValuesChange = useCallback(() => setEdited(true), []);

  const undo = useCallback(() => {
    if (!loaded.current) return;
    if (optsRef.current.reloadOnUndo && id !== 'new') {
      setReloads((n) => n + 1);
      return;
    }
    form.resetFields();
    form.setFieldsValue(loaded.current as Parameters<typeof form.setFieldsValue>[0]);
    setEdited(false);
  }, [form, id]);

  const submit = useCallback(async () => {
    if (!details) return;
    let values: Values;
    try {
      await form.validateFields();
      // Every field, also those of tabs never opened (validateFields returns the mounted ones).
      values = form.getFieldsValue(true) as Values;
    } catch {
      toastError(t.invalid);
      revealFirstError(rootRef.current);
      return;
    }
    setReady(false);
    try {
      await withLoader(optsRef.current.savingText ?? t.saving, () => optsRef.current.save(values, details));
    } catch (e) {
      setReady(true);
      const refusal = saveRefusal(answerOf(e), (name) => form.getFieldInstance(name as never) !== undefined);
      if (refusal.fields.length > 0) {
        form.setFields(refusal.fields as Parameters<typeof form.setFields>[0]);
        toastError(t.invalid);
        revealFirstError(rootRef.current);
      } else if (refusal.alert) toastError(refusal.alert);
      return;
    }
    toastSuccess(t.saved);
    navigate(listPath);
  }, [details, form, listPath, navigate]);

  const remove = opts.remove;
  const confirmDelete =
    remove && details && opts.id !== 'new'
      ? () =>
          modal.confirm({
            title: t.confirmTitle,
            content: optsRef.current.deleteText?.(details) ?? '',
            okText: t.delete,
            okButtonProps: { danger: true, ...({ 'data-testid': 'record-delete-confirm' } as Record<string, string>) },
            cancelText: t.cancel,
            onOk: async () => {
              try {
                await withLoader(optsRef.current.deletingText ?? t.deleting, () => remove(details));
              } catch (e) {
                const refusal = saveRefusal(answerOf(e), () => false);
                if (refusal.alert) toastError(refusal.alert);
                return;
              }
              toastSuccess(t.deleted);
              navigate(listPath);
            },
          })
      : null;

  return { form, rootRef, details, isNew: id === 'new', ready, edited, onValuesChange, undo, submit, confirmDelete };
}
