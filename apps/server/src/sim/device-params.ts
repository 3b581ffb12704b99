/**
 * The emulator's configuration parameters, answered to Codec 12 `getparam` / `setparam` the way
 * FMB firmware answers them: 'Param ID:2001 Value:internet' and 'New value 2001:apn;'. The
 * values are those of a device configured for the demo server (home network, on moving).
 */
export function defaultDeviceParams(port = 5027): Map<number, string> {
  return new Map<number, string>([
    [10050, '60'],
    [10051, '500'],
    [10052, '15'],
    [102, '2'],
    [103, '10'],
    [2001, 'internet'],
    [2002, ''],
    [2003, ''],
    [2004, 'namiar.local'],
    [2005, String(port)],
    [2006, '0'],
  ]);
}

/** The answer to a getparam / setparam command, or null when the command is neither. */
export function answerParamCommand(params: Map<number, string>, command: string): string | null {
  const get = /^getparam\s+([\d;]+)$/.exec(command);
  if (get) {
    const ids = get[1]
      .split(';')
      .filter((x) => x !== '')
      .map(Number);
    return ids
      .map((id) => (params.has(id) ? `Param ID:${id} Value:${params.get(id)}` : `Param ID:${id} Parameter not exist`))
      .join(';');
  }
  const set = /^setparam\s+(.+)$/.exec(command);
  if (set) {
    // FMB: 'setparam 2001:apn;2002:user'; older families: 'setparam 2001 apn'.
    const pairs = set[1].includes(':')
      ? set[1]
          .split(';')
          .filter((x) => x !== '')
          .map((p) => p.split(/:(.*)/s, 2) as [string, string])
      : [set[1].split(/\s(.*)/s, 2) as [string, string]];
    const done: string[] = [];
    for (const [idText, value] of pairs) {
      const id = Number(idText);
      if (!params.has(id)) return `Param ID:${idText} Parameter not exist`;
      params.set(id, value ?? '');
      done.push(`${id}:${value ?? ''}`);
    }
    return `New value ${done.join(';')};`;
  }
  return null;
}
