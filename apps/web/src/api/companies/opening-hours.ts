import type { OpeningHoursSave } from '@signage/shared';
import { companyCalls } from '@signage/shared/calls/companies';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/call';
import { companyKeys } from './keys';

/** GET /v1/companies/{id}/opening-hours: own, network default and effective hours with their source. */
export const fetchOpeningHours = (guid: string) => call(companyCalls.openingHours, { params: { id: guid } });

export const useOpeningHours = (guid: string) =>
  useQuery({ queryKey: companyKeys.openingHours(guid), queryFn: () => fetchOpeningHours(guid) });

/** POST /v1/companies/{id}/opening-hours; the form shows field errors itself. */
export const saveOpeningHours = ({ guid, body }: { guid: string; body: OpeningHoursSave }) =>
  call(companyCalls.saveOpeningHours, { params: { id: guid }, body });

export const useSaveOpeningHours = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOpeningHours,
    meta: { silent: true, saved: true },
    onSuccess: (view) => {
      queryClient.setQueryData(companyKeys.openingHours(view.guid), view);
      // A network's default changes what its locations show.
      if (view.isMother === 1) return queryClient.invalidateQueries({ queryKey: companyKeys.allOpeningHours() });
    },
  });
};
