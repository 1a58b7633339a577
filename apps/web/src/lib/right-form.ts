import type { Right } from '@signage/shared';

export type RightGroupName = Right['groupName'];
export const RIGHT_GROUP_NAMES: readonly RightGroupName[] = ['NETWORK', 'COMPONENT', 'DASHBOARD', 'OPERATOR'];

export interface RightFormValues {
  guidRight: string;
  name: string;
  comment: string;
  groupName: RightGroupName;
}

export interface RightBody {
  guidRight: string;
  name: string;
  comment: string;
  groupName: RightGroupName;
}

export const RIGHT_FORM_FIELDS = ['guidRight', 'name', 'comment', 'groupName'] as const;

/** SPEC §3: a new right is named 'Benutzer darf ...' and its id starts with RIGHT_. */
export function newRightDefaults(defaultText: string): RightFormValues {
  return { guidRight: 'RIGHT_', name: defaultText, comment: defaultText, groupName: 'COMPONENT' };
}

export function toRightFormValues(right: Right): RightFormValues {
  return { guidRight: right.guidRight, name: right.name, comment: right.comment ?? '', groupName: right.groupName };
}

/** Upper-case id (the server accepts RIGHT_[A-Z0-9_]), trimmed texts. */
export function toRightBody(values: RightFormValues): RightBody {
  return {
    guidRight: values.guidRight.trim().toUpperCase(),
    name: values.name.trim(),
    comment: values.comment,
    groupName: values.groupName,
  };
}
