import type { OpeningHoursSave, OpeningHoursView } from '@signage/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { companyKeys } from './keys';

const path = (guid: string) => `/v1/companies/${encodeURIComponent(guid)}/opening-hours`;

/** GET /v1/companies/{id}/opening-hours: own, network default and effective hours with their source. */
export const fetchOpeningHours = (guid: string) => api.get<OpeningHoursView>(path(guid));

export const useOpeningHours = (guid: string) =>
  useQuery({ queryKey: companyKeys.openingHours(guid), queryFn: () => fetchOpeningHours(guid) });

/** POST /v1/companies/{id}/opening-hours; the form shows field errors itself. */
export const saveOpeningHours = ({ guid, body }: { guid: string; body: OpeningHoursSave }) =>
  api.post<OpeningHoursView>(path(guid), body);

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
