/**
 * The device connections this process holds, by vehicle: what lets a command a user just sent
 * go out at once over the vehicle's open connection instead of at the device's next record
 * (docs/api.md 'SMS and device commands'). Commands themselves live in the database
 * (device_commands), so a vehicle connected to another node still gets its command there, at
 * that node's next look at the queue.
 */
export class DeviceLinks {
  private readonly links = new Map<number, () => void>();

  /** A connection identified its vehicle; `kick` makes it send the vehicle's queued commands. */
  attach(vehicleId: number, kick: () => void) {
    this.links.set(vehicleId, kick);
  }

  /** The connection closed (only if it is still the vehicle's current one). */
  detach(vehicleId: number, kick: () => void) {
    if (this.links.get(vehicleId) === kick) this.links.delete(vehicleId);
  }

  has(vehicleId: number): boolean {
    return this.links.has(vehicleId);
  }

  /** Asks the vehicle's connection here, if any, to send its queue now; true when there was one. */
  kick(vehicleId: number): boolean {
    const k = this.links.get(vehicleId);
    if (!k) return false;
    k();
    return true;
  }
}
