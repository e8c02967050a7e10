// Wire shapes of docs/endpoints.md that the domain does not define (it speaks camelCase).

/** Bare snake_case body of the token endpoint (no envelope). */
export interface TokenBody {
  access_token: string;
  token_type: string;
  refresh_token: string;
  expires_in: number;
  user_id: string;
  dept_id: string;
  tenant_id: string;
  account: string;
  user_name: string;
  nick_name?: string;
  real_name?: string;
  role_name?: string;
  avatar?: string;
}
