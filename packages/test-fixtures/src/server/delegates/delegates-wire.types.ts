// The shapes of docs/endpoints.md "Registering others, stay and parking" → "Teams, help and business
// cards" (issue 16), field by field as the catalogue has them.

export type DelegateChannel = 'team' | 'help' | 'group' | 'work';
export type DelegateReview = 'pending' | 'approve' | 'reject';

export interface DelegatePerson {
  id: string;
  channel: DelegateChannel;
  name: string;
  phone: string;
  company: string;
  idNumber?: string;
  email?: string;
  jobTitle?: string;
  department?: string;
  values: Record<string, string | string[]>;
  review: DelegateReview;
  registerTime: string;
}

export interface Team {
  teamId: string;
  members: DelegatePerson[];
  maxMembers: number;
  submitTime: string;
}
