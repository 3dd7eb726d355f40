import type { ReactNode } from 'react'
import { Swiper, SwiperItem } from '@tarojs/components'
import { SELECTED_COLOR, SWIPER_DURATION_MS, SWIPER_INTERVAL_MS } from '@/lib/constants'

/** A swiper with the app's defaults (spec §9: a slide every 5 s, moving for 500 ms). */
export function Carousel({ items, className }: { items: ReactNode[]; className?: string }) {
  return (
    <Swiper
      className={className}
      autoplay={items.length > 1}
      circular={items.length > 1}
      interval={SWIPER_INTERVAL_MS}
      duration={SWIPER_DURATION_MS}
      indicatorDots={items.length > 1}
      indicatorActiveColor={SELECTED_COLOR}
    >
      {items.map((item, i) => (
        <SwiperItem key={i}>{item}</SwiperItem>
      ))}
    </Swiper>
  )
}
