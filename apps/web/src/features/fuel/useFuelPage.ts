import { App } from 'antd';
import type { GridColumnSpec } from '../../kit/grid';
import { pl } from '../../kit/i18n/pl';
import { usePageTitle } from '../../kit/ui/usePageTitle';
import type { FuelExportKind, FuelRange } from './api';
import { runFuelChange } from './fuelChange';
import type { FuelScreen } from './fuelModel';
import { runFuelExport } from './runFuelExport';
import { useFuelData } from './useFuelData';
import { useFuelForm } from './useFuelForm';

const t = pl.fuel;

/** A change asked for with a confirmation: its text and button, then the change under the loader. */
export interface FuelConfirm {
  content: string;
  okText: string;
  danger: boolean;
  texts: { loading: string; cancelled: string; done: string };
  task(signal: AbortSignal): Promise<unknown>;
  onDone(): void;
}

/** A fuel screen: which one, its title, its data's call and that call's loader texts. */
export interface FuelPageSpec<A> {
  screen: FuelScreen;
  title: string;
  fetcher(range: FuelRange, signal: AbortSignal): Promise<A>;
  loadTexts: { loading: string; cancelled: string };
}

/**
 * What both fuel screens (spec 3 §2.7, §2.8) are made of: the title, the remembered vehicle and
 * range, the data loaded for it, confirmed changes, and a grid's export named by that vehicle
 * and range.
 */
export function useFuelPage<A>({ screen, title, fetcher, loadTexts }: FuelPageSpec<A>) {
  usePageTitle(title);
  const { modal } = App.useApp();
  const fuel = useFuelForm(screen);
  const { data, state, reload } = useFuelData(fuel.applied, fetcher, loadTexts);

  const confirm = (c: FuelConfirm) =>
    modal.confirm({
      title: t.confirmTitle,
      content: c.content,
      okText: c.okText,
      okButtonProps: { danger: c.danger, ...({ 'data-testid': 'fuel-confirm-ok' } as Record<string, string>) },
      cancelText: t.cancel,
      onOk: async () => {
        if (await runFuelChange(c.texts, c.task)) c.onDone();
      },
    });

  const exportGrid = <Row>(kind: FuelExportKind, gridTitle: string, specs: GridColumnSpec<Row>[], rows: Row[]) =>
    void runFuelExport({
      kind,
      title: gridTitle,
      specs,
      rows,
      file: { regno: fuel.regno, from: fuel.applied?.from_date ?? '', to: fuel.applied?.to_date ?? '' },
    });

  return { fuel, data, state, loading: state === 'loading', reload, confirm, exportGrid };
}
