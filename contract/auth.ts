// Admin session: login body and what /api/auth/user answers for the admin.
import { Type, type Static } from 'typebox'

import { ADMIN_HEADER } from './limits.ts'
export { ADMIN_HEADER }

export const Login = Type.Object({ password: Type.String({ minLength: 1, maxLength: 1024 }) })
export const AuthUser = Type.Object({ role: Type.Literal('admin') })
export type AuthUser = Static<typeof AuthUser>
