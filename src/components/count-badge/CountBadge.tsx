import { Text } from '@tarojs/components'
import './count-badge.scss'

interface CountBadgeProps {
  count: number
  /** Where the badge sits (its position is the caller's business). */
  className?: string
  small?: boolean
  testId?: string
}

/** The red unread count on tabs, chats and menu rows: nothing at zero, "99+" past 99. */
export function CountBadge({ count, className, small = false, testId }: CountBadgeProps) {
  if (count <= 0) return null
  const classes = ['count-badge', small ? 'count-badge--small' : '', className ?? ''].filter(Boolean).join(' ')
  return (
    <Text className={classes} data-testid={testId}>
      {count > 99 ? '99+' : count}
    </Text>
  )
}
