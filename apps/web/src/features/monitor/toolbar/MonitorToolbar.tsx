/** Placeholder: POI chooser, add POI, refresh, monitoring settings (owned by the list work). */
export function MonitorToolbar(props: { onRefresh: () => void; refreshing: boolean }) {
  return <div data-testid="monit-toolbar" data-refreshing={props.refreshing} onDoubleClick={props.onRefresh} />;
}
