import { ROUTES } from '@contract/routes'
import { AppError } from '../../errors'
import { ok } from '../../lib/envelope'
import { sessionOf } from '../../plugins/auth'
import { defineRoute } from '../../lib/route'
import type { App } from '../../types'
import { findUserById } from '../user'
import { planName, plansOnSale } from './plans'

export default async function vipRoutes(app: App) {
  defineRoute(app, ROUTES.vip.plans, async (req) => {
    const user = await findUserById(app.db, sessionOf(req).userId)
    if (!user) throw new AppError('USER_NOT_FOUND')
    const isVip = !!user.vip_until && Date.parse(user.vip_until) > Date.now()
    return ok({
      plans: plansOnSale(app.config).map((p) => ({
        plan_id: p.id,
        name: planName(p, req.lang),
        days: p.days,
        questions: p.questions,
        price_fen: p.priceFen,
      })),
      is_vip: isVip,
      vip_end_time: user.vip_until,
      left_question_num: user.left_question_num,
      provider: app.pay.name,
    })
  })
}
