import { useCallback, useEffect, useRef, useState } from 'react';
import type { CtablesTaskDetail, CtablesTaskRow } from '@namiar/domain';
import type { GridColumnSchema } from '../../kit/grid';
import { cancelTasks, fetchCtables, fetchTaskDetail, sendTask, type CtablesForm } from './api';

/** Progress is polled this often while a task runs (spec 2 §4.4). */
export const POLL_MS = 5000;

const DEFAULT_FORM: CtablesForm = {
  vid: [],
  selectAll: false,
  start_date: '',
  clearAll: false,
  clearAlarms: false,
  clearFuel: false,
  clearManualEvents: false,
  generateFuel: true,
};

/**
 * The /ctables screen's state (spec 2 §4.4): idle or running ('onAir'). Starting a task clears
 * the loaded-task list and adds the new one; while running, the loaded tasks are fetched every
 * POLL_MS until the answer's endStatus. Answers with err are ignored. The task whose vehicles
 * are shown beside the grid (a clicked one, or the one just started) is fetched with them.
 */
export function useCtables() {
  const [form, setForm] = useState<CtablesForm>(DEFAULT_FORM);
  const [vehicles, setVehicles] = useState<{ id: number; regno: string }[]>([]);
  const [schema, setSchema] = useState<GridColumnSchema[] | null>(null);
  const [tasks, setTasks] = useState<CtablesTaskRow[]>([]);
  const [loaded, setLoaded] = useState<number[] | null>(null);
  const [onAir, setOnAir] = useState(false);
  const [loading, setLoading] = useState(true);
  const [detailTid, setDetailTid] = useState<number | null>(null);
  const [detail, setDetail] = useState<CtablesTaskDetail | null>(null);
  const loadedRef = useRef(loaded);
  loadedRef.current = loaded;
  const detailRef = useRef(detailTid);
  detailRef.current = detailTid;

  /** The shown task's vehicles again; an answer for a task no longer shown is dropped. */
  const refreshDetail = useCallback(async (background = false) => {
    const tid = detailRef.current;
    if (tid === null) return;
    try {
      const d = await fetchTaskDetail(tid, background);
      if (detailRef.current === tid) setDetail(d);
    } catch {
      // spec 2 §8: ignored
    }
  }, []);

  const refresh = useCallback(
    async (background = false) => {
      try {
        const ids = loadedRef.current;
        const a = await fetchCtables({ noVehicles: true, inTheBackground: background, ...(ids ? { ids } : {}) });
        setTasks(a.tasks);
        setOnAir(!a.endStatus);
      } catch {
        // spec 2 §8: ignored
      }
      await refreshDetail(background);
    },
    [refreshDetail],
  );

  const showDetail = useCallback(
    (tid: number | null) => {
      if (tid === detailRef.current) return;
      detailRef.current = tid;
      setDetailTid(tid);
      setDetail(null);
      void refreshDetail();
    },
    [refreshDetail],
  );

  useEffect(() => {
    let live = true;
    fetchCtables({ gridSchema: true, getDefaultData: true })
      .then((a) => {
        if (!live) return;
        setVehicles(a.vehicles ?? []);
        setSchema(a.grid ?? []);
        if (a.data) setForm({ ...a.data, vid: [] });
        setTasks(a.tasks);
        if (a.task) {
          setLoaded([a.task.tid]);
          setOnAir(true);
        }
      })
      .catch(() => {})
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (!onAir) return;
    const timer = setInterval(() => void refresh(true), POLL_MS);
    return () => clearInterval(timer);
  }, [onAir, refresh]);

  const start = async (type: 1 | 2) => {
    let task: CtablesTaskRow;
    try {
      task = await sendTask(form, type);
    } catch {
      return; // the central handler said why
    }
    loadedRef.current = [task.tid];
    setLoaded([task.tid]);
    setTasks([task]);
    setOnAir(true);
    detailRef.current = task.tid;
    setDetailTid(task.tid);
    setDetail(null);
    await refresh();
  };

  const cancel = async () => {
    const ids = tasks.filter((t) => t.status === 'queued' || t.status === 'running').map((t) => t.tid);
    if (ids.length === 0) return;
    try {
      await cancelTasks(ids);
    } catch {
      return;
    }
    await refresh();
  };

  return {
    form,
    setForm: (patch: Partial<CtablesForm>) => setForm((f) => ({ ...f, ...patch })),
    vehicles,
    schema,
    tasks,
    onAir,
    loading,
    clear: () => start(1),
    generate: () => start(2),
    cancel,
    refresh: () => refresh(),
    detailTid,
    detail,
    showDetail,
  };
}
