import type { ReactNode } from 'react';
import { Typography } from 'antd';
import { FuelToolbar, type FuelExportChoice } from './FuelToolbar';
import type { FuelFormState } from './useFuelForm';
import './fuel.css';

interface FuelPageProps {
  title: string;
  /** The page's test id; its toolbar's is `toolbarId`. */
  testId: string;
  toolbarId: string;
  state: string;
  fuel: FuelFormState;
  exports: FuelExportChoice[];
  onExport(key: string): void;
  children: ReactNode;
}

/** A fuel screen's frame: its title, the toolbar (vehicle, range, 'Pobierz', export), its grids below. */
export function FuelPage({ title, testId, toolbarId, state, fuel, exports, onExport, children }: FuelPageProps) {
  return (
    <div className="fuel-page" data-testid={testId} data-state={state}>
      <Typography.Title level={4} className="fuel-title">
        {title}
      </Typography.Title>
      <FuelToolbar state={fuel} exports={exports} onExport={onExport} testId={toolbarId} />
      <div className="fuel-body">{children}</div>
    </div>
  );
}

interface FuelPaneProps {
  /** Where the pane stands (fuel-left, fuel-right, fuel-pane-top, fuel-pane-bottom). */
  place: string;
  testId: string;
  title: string;
  /** Its rows (data-count). */
  count: number;
  /** Beside the grid (the refuelling's detail panel). */
  aside?: ReactNode;
  /** Below the grid (a hint). */
  footer?: ReactNode;
  /** The grid. */
  children: ReactNode;
}

/** One titled grid of a fuel screen. */
export function FuelPane({ place, testId, title, count, aside, footer, children }: FuelPaneProps) {
  const grid = <div className="fuel-grid">{children}</div>;
  return (
    <section className={`fuel-pane ${place}`} data-testid={testId} data-count={count}>
      <Typography.Text strong>{title}</Typography.Text>
      {aside ? (
        <div className="fuel-tanks-row">
          {grid}
          {aside}
        </div>
      ) : (
        grid
      )}
      {footer}
    </section>
  );
}
