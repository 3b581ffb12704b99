import { useParams } from 'react-router';
import { pl } from '../kit/i18n/pl';
import { NotAvailablePage } from './pages/NotAvailablePage';

/**
 * Screens that later issues build. Each names itself so the user sees which module is not
 * available yet; record screens add the record id ('nowy' for 'new').
 */
type ScreenKey = keyof typeof pl.screens;

function recordSubtitle(id: string | undefined): string | undefined {
  if (!id) return undefined;
  return id === 'new' ? pl.newRecord : `#${id}`;
}

export function Pending({ screen }: { screen: ScreenKey }) {
  const { id } = useParams();
  return <NotAvailablePage title={pl.screens[screen]} subtitle={recordSubtitle(id)} />;
}

export function PendingInspections({ mode }: { mode: 'list' | 'edit' | 'perform' }) {
  const { type, id } = useParams();
  if (mode === 'perform') {
    const title = type === 'pw' ? pl.screens.inspectionPerformPw : pl.screens.inspectionPerformPp;
    return <NotAvailablePage title={title} />;
  }
  const list =
    type === 'ew' ? pl.screens.inspectionsEw : type === 'ep' ? pl.screens.inspectionsEp : pl.screens.inspections;
  return mode === 'edit' ? (
    <NotAvailablePage title={pl.screens.inspectionEdit} subtitle={`${list} · ${recordSubtitle(id) ?? ''}`} />
  ) : (
    <NotAvailablePage title={list} />
  );
}
