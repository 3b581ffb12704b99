import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { STORAGE_KEYS } from '../../kit/session/storageKeys';
import { fetchFuelVehicles, type FuelRange } from './api';
import { chosenVehicle, readFuelForm, type FuelForm, type FuelScreen } from './fuelModel';

const KEYS: Record<FuelScreen, string> = {
  invoices: STORAGE_KEYS.fuelInvoicesForm,
  loss: STORAGE_KEYS.fuelLossForm,
};

/**
 * The toolbar's vehicle and range of a fuel screen: restored from browser storage on entry
 * (the fuel-invoice or fuel-loss key, cleared on logout), the first vehicle of the list when
 * none is stored, and stored again on every load. `applied` is the range the grids show.
 */
export function useFuelForm(screen: FuelScreen) {
  const vehiclesQuery = useQuery({
    queryKey: ['fuel', 'vehicles'],
    queryFn: ({ signal }) => fetchFuelVehicles(signal),
    staleTime: 5 * 60_000,
  });
  const vehicles = useMemo(() => vehiclesQuery.data ?? [], [vehiclesQuery.data]);
  const [form, setForm] = useState<FuelForm>(() => readFuelForm(localStorage.getItem(KEYS[screen]), screen));
  const [applied, setApplied] = useState<FuelRange | null>(null);

  // The stored vehicle when the user still has it, else the first one; then the first load.
  useEffect(() => {
    if (!vehiclesQuery.data) return;
    const vid = chosenVehicle(form.vid, vehiclesQuery.data);
    if (vid !== form.vid) setForm((f) => ({ ...f, vid }));
    if (vid !== null && applied === null) setApplied({ vid, from_date: form.from_date, to_date: form.to_date });
    // Only when the list arrives: later changes of the form wait for 'Pobierz'.
  }, [vehiclesQuery.data]);

  useEffect(() => {
    if (applied) localStorage.setItem(KEYS[screen], JSON.stringify(applied));
  }, [applied, screen]);

  const load = useCallback(() => {
    if (form.vid === null || !(form.from_date < form.to_date)) return;
    // A new object each time: 'Pobierz' with the same range loads again.
    setApplied({ vid: form.vid, from_date: form.from_date, to_date: form.to_date });
  }, [form]);

  const regno = vehicles.find((v) => v.vid === applied?.vid)?.regno ?? '';
  return {
    vehicles,
    vehiclesLoading: vehiclesQuery.isPending,
    form,
    setForm: (patch: Partial<FuelForm>) => setForm((f) => ({ ...f, ...patch })),
    applied,
    regno,
    load,
  };
}

export type FuelFormState = ReturnType<typeof useFuelForm>;
